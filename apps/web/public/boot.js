/* global document, matchMedia */
// Runs before the first paint so a stored dark scheme or right-to-left language does not flash.
// Keys match localStorageColorSchemeManager (Mantine) and src/i18n/i18n.ts.
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
