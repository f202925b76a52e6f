import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const youtube = 'https://www.youtube.com/embed/';
const noCookie = 'https://www.youtube-nocookie.com/embed/';

/**
 * The tutor's YouTube introduction, from YouTube's no-cookie host (the CSP allows both hosts),
 * loaded only when scrolled near; any other address is not embedded.
 */
export function ProfileVideo({ embedUrl, name }: { embedUrl: string; name: string }) {
  const { t } = useTranslation('tutors');
  const src = embedUrl.startsWith(youtube)
    ? `${noCookie}${embedUrl.slice(youtube.length)}`
    : embedUrl.startsWith(noCookie)
      ? embedUrl
      : null;
  if (!src) return null;
  return (
    <AspectRatio
      ratio={16 / 9}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <iframe
        src={src}
        title={t('profile.videoTitle', { name })}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        style={{ border: 0, background: 'var(--mantine-color-dark-9)' }}
      />
    </AspectRatio>
  );
}
