import { Box, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import { ClassTitleCell } from './class-cells';
import { ColumnCell, toggle, type ClassColumn, type ClassListProps } from './class-table';
import classes from './class-table.module.css';

const badgeColumns: ClassColumn[] = ['status', 'phase'];
/** Cards a phone's first screen shows, drawn at once; the rest follow a few at a time. */
const firstCards = 4;
const nextCards = 4;

/** The class list on narrow screens: one card per class, the same columns as label/value pairs. */
export function ClassCards({ items, columns, label, selection, renderActions }: ClassListProps) {
  const { t } = useTranslation('classes');
  const shown = useProgressiveCount(items.length, firstCards, nextCards);
  const badgesOf = (item: ClassListProps['items'][number]) =>
    columns.filter(
      (column) => badgeColumns.includes(column) && !(column === 'phase' && item.phase === null),
    );
  const facts = columns.filter((column) => !badgeColumns.includes(column));
  const pageIds = items.map((item) => item.id);
  const selectedHere = pageIds.filter((id) => selection?.selected.includes(id));
  return (
    <>
      {selection && (
        <Box px="md" py="sm" className={classes.cardsHead}>
          <Checkbox
            label={t('list.selectAll')}
            checked={pageIds.length > 0 && selectedHere.length === pageIds.length}
            indeterminate={selectedHere.length > 0 && selectedHere.length < pageIds.length}
            onChange={(event) => selection.onChange(event.currentTarget.checked ? pageIds : [])}
          />
        </Box>
      )}
      <ul aria-label={label} className={classes.cards}>
        {items.slice(0, shown).map((item) => {
          const selected = selection?.selected.includes(item.id) ?? false;
          const badges = badgesOf(item);
          return (
            <li key={item.id} className={classes.card} data-selected={selected || undefined}>
              <div className={classes.cardTop}>
                <div className={classes.cardTitle}>
                  {selection && (
                    <Checkbox
                      mt={2}
                      className={classes.control}
                      aria-label={t('list.select', { title: item.title })}
                      checked={selected}
                      onChange={() => selection.onChange(toggle(selection.selected, item.id))}
                    />
                  )}
                  <ClassTitleCell item={item} />
                </div>
                {badges.length > 0 && (
                  <div className={classes.cardBadges}>
                    {badges.map((column) => (
                      <ColumnCell key={column} column={column} item={item} />
                    ))}
                  </div>
                )}
              </div>
              <div className={classes.facts}>
                {facts.map((column) => (
                  <div
                    key={column}
                    className={classes.fact}
                    data-wide={column === 'schedule' || undefined}
                  >
                    <span className={classes.factLabel}>{t(`columns.${column}`)}</span>
                    <ColumnCell column={column} item={item} />
                  </div>
                ))}
              </div>
              {renderActions && (
                <div className={`${classes.cardActions} ${classes.control}`}>
                  {renderActions(item)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
