import type { Names } from './names.ts';

type WebOptions = {
  path: string;
  /** Set for a path outside spec §2's menu, which names the permission that opens it. */
  permission: string | null;
};

const texts: Record<string, { search: string; empty: string; emptyText: string; none: string }> = {
  en: {
    search: 'Search',
    empty: 'Nothing here yet',
    emptyText: 'What is added shows here.',
    none: 'Nothing matches this search.',
  },
  de: {
    search: 'Suchen',
    empty: 'Noch nichts vorhanden',
    emptyText: 'Was hinzugefügt wird, erscheint hier.',
    none: 'Nichts passt zu dieser Suche.',
  },
  fr: {
    search: 'Rechercher',
    empty: 'Rien pour l’instant',
    emptyText: 'Ce qui est ajouté s’affiche ici.',
    none: 'Rien ne correspond à cette recherche.',
  },
  pt: {
    search: 'Pesquisar',
    empty: 'Ainda não há nada',
    emptyText: 'O que for adicionado aparece aqui.',
    none: 'Nada corresponde a esta pesquisa.',
  },
  ar: {
    search: 'بحث',
    empty: 'لا يوجد شيء بعد',
    emptyText: 'يظهر هنا ما تتم إضافته.',
    none: 'لا شيء يطابق هذا البحث.',
  },
};

/** apps/web/src/features/<name>/: the feature's routes, one list page from the kit, its strings. */
export function webFiles(n: Names, options: WebOptions): Record<string, string> {
  const dir = `apps/web/src/features/${n.kebab}`;
  const contract = `@school/shared/${n.kebab}/${n.kebab}.contract`;
  const title = n.words[0]?.toUpperCase() + n.words.slice(1);
  const locales = Object.fromEntries(
    Object.entries(texts).map(([language, t]) => [
      `${dir}/locales/${language}.json`,
      `${JSON.stringify(
        {
          page: { title, description: title },
          list: { search: t.search, empty: t.empty, emptyText: t.emptyText, noMatch: t.none },
        },
        null,
        2,
      )}\n`,
    ]),
  );
  return {
    ...locales,
    [`${dir}/routes.ts`]: `import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    '${n.kebab}': typeof en;
  }
}

export const feature = defineFeature({
  namespace: '${n.kebab}',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '${options.path}',
      page: () => import('./pages/${n.kebab}-page').then((m) => ({ default: m.${n.pascal}Page })),${
        options.permission ? `\n      permission: '${options.permission}',` : ''
      }
    },
  ],
});
`,
    [`${dir}/api/get-${n.kebab}.ts`]: `import type { ListResponse } from '@school/shared/common/list.contract';
import type { ${n.item} } from '${contract}';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ${n.pascal}Query = { page: number; pageSize: number; q: string };

export const ${n.camel}Keys = {
  all: ['${n.kebab}'] as const,
  list: (query: ${n.pascal}Query) => [...${n.camel}Keys.all, 'list', query] as const,
};

/** GET /api/${n.kebab}: newest first, a page at a time. */
export function use${n.pascal}(query: ${n.pascal}Query) {
  return useQuery({
    queryKey: ${n.camel}Keys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
      if (query.q.trim()) params.set('q', query.q.trim());
      return apiFetch<ListResponse<${n.item}>>(\`/${n.kebab}?\${params}\`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
`,
    [`${dir}/pages/${n.kebab}-page.tsx`]: `import { Loader, Stack, Table, TextInput } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { param } from '../../../lib/list-params';
import { use${n.pascal} } from '../api/get-${n.kebab}';

const pageSizes = [20, 50, 100] as const;
type PageSize = (typeof pageSizes)[number];
const spec = {
  page: param.page(),
  pageSize: param.oneOf<PageSize>(pageSizes, 20),
  q: param.text(),
};

/** ${title}: the school's list, searchable and paged, its view kept in the address. */
export function ${n.pascal}Page() {
  const { t } = useTranslation('${n.kebab}');
  const { params, update } = useListSearchParams(spec);
  const query = use${n.pascal}(params);
  const list = query.data;

  return (
    <Stack gap="lg">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <ListCard
        query={query}
        header={
          <TextInput
            m="md"
            maw={360}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            value={params.q}
            onChange={(event) => update({ q: event.currentTarget.value }, true)}
          />
        }
        pager={
          list && {
            page: list.page,
            pageSize: params.pageSize,
            total: list.total,
            totalIsLowerBound: list.totalIsLowerBound,
            onPage: (page) => update({ page }),
            pageSizes,
            onPageSize: (pageSize: PageSize) => update({ pageSize }),
          }
        }
      >
        {!list ? (
          <Stack align="center" p="xl">
            <Loader size="sm" aria-label={t('page.title')} />
          </Stack>
        ) : list.items.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={28} aria-hidden="true" />}
            title={params.q ? t('list.noMatch') : t('list.empty')}
            text={params.q ? undefined : t('list.emptyText')}
          />
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Tbody>
                {list.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.title}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListCard>
    </Stack>
  );
}
`,
  };
}
