import { Loader } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { checkChosenFiles, type FileRefusal, type FileRule } from '../lib/file-check';
import classes from './file-drop.module.css';

export type FileDropState = 'idle' | 'accept' | 'reject';

type FileDropProps = FileRule & {
  /** Names the file input for assistive technology (and tests). */
  label: string;
  onFile: (file: File) => void;
  onRefuse: (refusal: FileRefusal) => void;
  loading?: boolean;
  className?: string;
  children: (state: FileDropState) => ReactNode;
};

/**
 * A box to drop one file on, or to click (or focus and press Enter/Space) to choose one. A file of
 * the wrong type or size is refused here, before anything is sent.
 */
export function FileDrop({
  label,
  onFile,
  onRefuse,
  loading,
  className,
  children,
  ...rule
}: FileDropProps) {
  const [state, setState] = useState<FileDropState>('idle');

  const take = (files: ArrayLike<File> | null) => {
    setState('idle');
    if (!files || files.length === 0) return;
    const checked = checkChosenFiles(files, rule);
    if ('file' in checked) onFile(checked.file);
    else onRefuse(checked.refusal);
  };
  const dragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    const items = Array.from(event.dataTransfer.items);
    // While dragging only the type is known; the name and size come with the drop.
    const acceptable =
      items.length === 1 &&
      rule.accept.some((entry) => entry.startsWith('.') || entry === items[0]?.type);
    setState(acceptable ? 'accept' : 'reject');
  };

  return (
    <label
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-state={state}
      aria-busy={loading ? true : undefined}
      onDragOver={dragOver}
      onDragLeave={() => setState('idle')}
      onDrop={(event) => {
        event.preventDefault();
        if (!loading) take(event.dataTransfer.files);
      }}
    >
      <input
        type="file"
        className={classes.input}
        aria-label={label}
        accept={rule.accept.join(',')}
        disabled={loading}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Choosing the same file again after a refusal must fire a change again.
          event.currentTarget.value = '';
        }}
      />
      {children(state)}
      {loading && (
        <span className={classes.loader}>
          <Loader size="sm" />
        </span>
      )}
    </label>
  );
}
