import type { ComponentType } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

/**
 * Parts whose code loads the first time they show, or earlier through `preload` (pointing at or
 * focusing what opens them): the composers bring the rich-text editor, the largest code of the
 * feature, so a page that only reads never loads it.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyPage(() => load().then((component) => ({ default: component })));
  return { Component, preload: () => void Component.preload().catch(() => undefined) };
}

export const topicComposer = onDemand(() =>
  import('./topic-composer').then((m) => m.TopicComposer),
);
export const answerComposer = onDemand(() =>
  import('./answer-composer').then((m) => m.AnswerComposer),
);
