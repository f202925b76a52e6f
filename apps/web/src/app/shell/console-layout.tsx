import { AppShell, em } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { sidebarBreakpointPx } from '@school/shared/constants';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstScreen } from '../../components/after-first-screen';
import { NextTask } from '../../components/next-task';
import { PageHeaderExtra } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ToastOutlet } from '../../components/toast-outlet';
// The appearance settings restyle the shell (AppearanceAttributes sets them on <html>).
import '../../features/account/appearance/appearance.css';
import { useMe } from '../../features/auth/api/get-me';
import { markFirstScreenShown } from '../../lib/first-screen';
import { useSession } from '../../lib/session';
import classes from './console-layout.module.css';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { mainContentId, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSidebarSwipe } from './use-sidebar-swipe';

// The star beside every page title (features/search) comes after the first screen, in its own
// chunk: its code and its request (the bookmarks) do not compete with the page's own.
const BookmarkStar = lazy(() =>
  import('../../features/search/components/bookmark-star').then((m) => ({
    default: m.BookmarkStar,
  })),
);

const mobileQuery = `(max-width: ${em(sidebarBreakpointPx - 0.1)})`;

/**
 * Keeps the signed-in profile current. A component of its own, so that the answer re-renders
 * nothing else: a changed profile reaches the shell through the session. The start's session
 * refresh has just brought the profile, so the check waits for the first screen.
 */
function ProfileCheck() {
  useMe();
  return null;
}

/** The signed-in frame: top bar, sidebar, page and footer (lazy: the login page never loads it). */
export function ConsoleLayout() {
  const session = useSession();
  const [opened, { toggle, open, close }] = useDisclosure(false);
  // Read at once: asking after the first render would draw the whole shell twice.
  const isMobile = useMediaQuery(mobileQuery, undefined, { getInitialValueInEffect: false });
  useSidebarSwipe({ enabled: isMobile, opened, open, close });
  // Effects run once the frame is painted: the shell is on screen.
  useEffect(markFirstScreenShown, []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && opened) close();
  });

  if (session.status !== 'signed-in') return null;
  return (
    <AppShell
      layout="alt"
      withBorder={false}
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'lg', collapsed: { mobile: !opened } }}
    >
      <AfterFirstScreen>
        <ProfileCheck />
      </AfterFirstScreen>
      <SkipLink />
      <TopBar user={session.user} navbarOpened={opened} onToggleNavbar={toggle} />
      <Sidebar
        role={session.user.role}
        mobileOpened={opened}
        onScreen={opened || !isMobile}
        onNavigate={close}
        onClose={close}
      />
      {isMobile && opened && (
        <div className={classes.backdrop} onClick={close} aria-hidden="true" />
      )}
      <div className={classes.content}>
        <main id={mainContentId} tabIndex={-1} className={classes.main}>
          <PageHeaderExtra.Provider
            value={
              <AfterFirstScreen>
                <Suspense fallback={null}>
                  <BookmarkStar role={session.user.role} />
                </Suspense>
              </AfterFirstScreen>
            }
          >
            <Suspense fallback={<PageLoader variant="content" />}>
              <Outlet />
            </Suspense>
          </PageHeaderExtra.Provider>
        </main>
        {/* Once the first screen has its data: a footer drawn earlier would sit on screen below
            a short loading page and be pushed down as it fills (a layout shift). */}
        <AfterFirstScreen>
          <Footer />
        </AfterFirstScreen>
      </div>
      <NextTask>
        <ScrollToTop />
      </NextTask>
      <ToastOutlet />
    </AppShell>
  );
}
