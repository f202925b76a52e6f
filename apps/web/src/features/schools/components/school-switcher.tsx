import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenSchool } from '../../../lib/chosen-school';
import { toastError } from '../../../lib/toasts';
import { useSchoolSearch } from '../api/search-schools';
import { useSwitchSchool } from '../../../lib/switch-school';

/**
 * The platform admin's school switcher (PRODUCT §1): search a school by name and work inside it;
 * clearing it leaves every school (the class lists then span schools).
 */
export function SchoolSwitcher() {
  const { t } = useTranslation('schools');
  const chosen = useChosenSchool();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 200);
  // While the field shows the chosen school's name, the list offers every school.
  const query = chosen && q === chosen.name ? '' : q;
  const found = useSchoolSearch(query, opened);
  const switcher = useSwitchSchool();

  const options = (found.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (chosen && !options.some((o) => o.value === chosen.id))
    options.unshift({ value: chosen.id, label: chosen.name });

  return (
    <Select
      aria-label={t('switcher.label')}
      placeholder={t('switcher.placeholder')}
      data={options}
      value={chosen?.id ?? null}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches; the list shows what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('switcher.searching') : t('switcher.none')}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(id) => switcher.mutate(id, { onError: () => toastError(t('switcher.failed')) })}
      disabled={switcher.isPending}
      leftSection={<IconBuildingCommunity size={16} aria-hidden="true" />}
      size="sm"
      w={{ base: 160, sm: 240 }}
      comboboxProps={{ width: 320, position: 'bottom-end' }}
      data-testid="school-switcher"
    />
  );
}
