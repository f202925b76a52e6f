import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const embedPrefix = 'https://www.youtube.com/embed/';

/** The class's YouTube introduction (the CSP allows frames from www.youtube.com only). */
export function IntroVideo({ embedUrl, classTitle }: { embedUrl: string; classTitle: string }) {
  const { t } = useTranslation('classes');
  if (!embedUrl.startsWith(embedPrefix)) return null;
  return (
    <AspectRatio
      ratio={16 / 9}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <iframe
        src={embedUrl}
        title={t('detail.videoTitle', { title: classTitle })}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        style={{ border: 0, background: 'var(--mantine-color-dark-9)' }}
      />
    </AspectRatio>
  );
}
