// Writes src/app/theme.css from the theme (see src/app/theme-stylesheet.ts): npm run theme:css
import fs from 'node:fs';
import { themeStylesheet } from '../src/app/theme-stylesheet';

const file = new URL('../src/app/theme.css', import.meta.url);
fs.writeFileSync(file, themeStylesheet());
console.log(`written: ${file.pathname}`);
