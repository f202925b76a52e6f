import { Button } from '@mantine/core';
import type { Student } from '@school/shared/students/students.contract';
import { IconColumns3 } from '@tabler/icons-react';
import { memo, Suspense, useState, type ReactElement, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility, OptionalColumn } from '../lib/columns';
import { columnMenu, rowMenu } from './lazy-parts';
import classes from './roster-parts.module.css';

export type RowAction = 'edit' | 'deactivate' | 'reactivate' | 'delete';

export type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};
export type RenderTrigger = (props: TriggerProps) => ReactElement;

/**
 * Menus show their button at once and load the menu itself when the button is first pointed at,
 * focused or pressed; a press opens it as soon as it is there. Until then no row carries a menu.
 */
function useActivation(preload: () => void, owner = '') {
  // Whose menu was opened: after a page change the row shows another student, who has none.
  const [activeFor, setActiveFor] = useState<string | null>(null);
  if (activeFor !== null && activeFor !== owner) setActiveFor(null);
  const active = activeFor === owner;
  const handlers: TriggerProps = {
    onClick: () => {
      preload();
      setActiveFor(owner);
    },
    onPointerEnter: preload,
    onFocus: preload,
  };
  return [active, handlers] as const;
}

type RowActionsProps = {
  student: Student;
  label: string;
  onAction: (action: RowAction, student: Student) => void;
};

/** The "⋯" button of a row and, once pressed, its menu: edit, (re)activate, delete. */
export const RowActions = memo(function RowActions({ student, label, onAction }: RowActionsProps) {
  const [active, handlers] = useActivation(rowMenu.preload, student.id);
  const trigger: RenderTrigger = (props) => (
    <button
      type="button"
      className={`${classes.actions} mantine-focus-auto`}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <span className={classes.icon} data-icon="dots" aria-hidden="true" />
    </button>
  );
  if (!active) return trigger(handlers);
  return (
    <Suspense fallback={trigger({})}>
      <rowMenu.Component student={student} onAction={onAction} renderTarget={trigger} />
    </Suspense>
  );
});

type ColumnsControlProps = {
  visibility: ColumnVisibility;
  onToggle: (column: OptionalColumn) => void;
  onReset: () => void;
};

/** The "Columns" button and, once pressed, the menu that shows and hides columns. */
export const ColumnsControl = memo(function ColumnsControl(props: ColumnsControlProps) {
  const { t } = useTranslation('students');
  const [active, handlers] = useActivation(columnMenu.preload);
  const trigger: RenderTrigger = (triggerProps) => (
    <Button
      variant="default"
      leftSection={<IconColumns3 size={16} aria-hidden="true" />}
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      {t('columns.menu')}
    </Button>
  );
  if (!active) return trigger(handlers);
  return (
    <Suspense fallback={trigger({})}>
      <columnMenu.Component {...props} renderTarget={trigger} />
    </Suspense>
  );
});
