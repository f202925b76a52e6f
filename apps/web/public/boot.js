/* global document, location, matchMedia, window */
// Runs before the first paint so a stored dark scheme or right-to-left language does not flash.
// Keys match localStorageColorSchemeManager (Mantine) and src/i18n/i18n.ts.
// It also starts what every start waits for, while the app's code is still on its way.
(function () {
  var root = document.documentElement;
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme !== 'light' && scheme !== 'dark') {
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mantine-color-scheme', scheme);
    var lang = localStorage.getItem('language');
    if (lang && /^(en|de|fr|pt|ar)$/.test(lang)) {
      root.lang = lang;
      root.dir = lang === 'ar' ? 'rtl' : 'ltr';
    }
  } catch {
    // Storage can be blocked; the app applies its defaults once it starts.
  }
})();

// Every start restores the session from the refresh cookie first. Asked for here, the answer
// travels while the app's code loads; src/lib/api-client.ts takes it (once: the cookie rotates).
(function () {
  try {
    var refresh = fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    // A failure is the app's to report when it takes the answer, not an unhandled rejection now.
    refresh.catch(function () {});
    window.__sessionRefresh = refresh;
  } catch {
    // No fetch: the app asks itself.
  }
})();

// A browser signed in last time most likely still is (the cached profile, src/lib/
// profile-cache.ts): the console's frame loads beside the app instead of after it. The build
// names its files in <meta name="console-code"> (vite.config.ts, startupHints).
(function () {
  try {
    var code = document.querySelector('meta[name="console-code"]');
    if (!code || localStorage.getItem('user') === null || location.pathname === '/pages/login') {
      return;
    }
    code
      .getAttribute('content')
      .split(' ')
      .forEach(function (href) {
        if (!href) return;
        var link = document.createElement('link');
        if (/\.css$/.test(href)) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        // The app's loader asks for these files in cross-origin mode: a preload in another mode
        // would not be used and the file would travel twice.
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
  } catch {
    // Only a head start; the app loads the same files when it needs them.
  }
})();
