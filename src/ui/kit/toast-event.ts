/** The window event a toast raises as it shows, which wakes the notification area (toast-directive.ts). */
export const TOAST_EVENT = "site:toast";
