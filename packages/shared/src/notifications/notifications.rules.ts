/** The longest notification message (HTML, escapes included). */
export const notificationMessageMaxLength = 2000;

/** A path inside the console: payload URLs never leave the application. */
export const consolePathPattern = /^\/(?!\/)[^\s\\]*$/;
export const consolePathMaxLength = 500;

export const isConsolePath = (value: string): boolean =>
  value.length <= consolePathMaxLength && consolePathPattern.test(value);
