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
// profile-cache.ts): the console's frame and the opened page's own files load beside the app
// instead of after it. The build names them in <meta name="console-code"> (the frame) and
// <meta name="console-pages"> (each page by its route path; vite.config.ts, startupHints).
(function () {
  try {
    var code = document.querySelector('meta[name="console-code"]');
    if (!code || localStorage.getItem('user') === null || location.pathname === '/pages/login') {
      return;
    }
    var hrefs = code.getAttribute('content').split(' ');
    var pages = document.querySelector('meta[name="console-pages"]');
    if (pages) {
      // "<files>|<path>=<index>,<index> <path>=…" (startupHints): files under /assets/.
      var parts = pages.getAttribute('content').split('|');
      var files = parts[0].split(' ');
      var routes = parts[1].split(' ').map(function (route) {
        return route.split('=');
      });
      var page = pageOf(routes, location.pathname.replace(/(.)\/$/, '$1'));
      if (page && page[1]) {
        page[1].split(',').forEach(function (at) {
          hrefs.push('/assets/' + files[Number(at)]);
        });
      }
    }
    // A task of its own: adding the links costs a few milliseconds, which would otherwise hold up
    // the first paint (this script blocks it).
    setTimeout(function () {
      preload(hrefs);
      // The first number or date formatter a page builds costs 15–25 ms (the browser readies its
      // locale data then), in the middle of drawing the page. Built here, in a task of its own,
      // it costs that while the main thread waits for the app's code anyway.
      setTimeout(warmFormatters, 0);
    }, 0);
  } catch {
    // Only a head start; the app loads the same files when it needs them.
  }

  function preload(hrefs) {
    var links = document.createDocumentFragment();
    hrefs.forEach(function (href) {
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
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }

  function warmFormatters() {
    try {
      var lang = document.documentElement.lang || 'en';
      new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(1.5);
      new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(0);
      new Intl.PluralRules(lang).select(1);
      new Intl.RelativeTimeFormat(lang).format(-1, 'day');
    } catch {
      // Only a head start.
    }
  }

  // The route a path opens, as the router picks it: segments match one by one, ":name" any
  // segment, and a route with fewer such segments wins ("/manage-classes/new" over "/:id").
  function pageOf(routes, path) {
    var parts = path.split('/');
    var best = null;
    var bestDynamic = Infinity;
    routes.forEach(function (route) {
      var pattern = route[0].split('/');
      if (pattern.length !== parts.length) return;
      var dynamic = 0;
      for (var i = 0; i < pattern.length; i++) {
        if (pattern[i].charAt(0) === ':') {
          if (!parts[i]) return;
          dynamic++;
        } else if (pattern[i] !== parts[i]) {
          return;
        }
      }
      if (dynamic < bestDynamic) {
        best = route;
        bestDynamic = dynamic;
      }
    });
    return best;
  }
})();
