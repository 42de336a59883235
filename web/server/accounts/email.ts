// What an e-mail address looks like, checked the same way by the API and the dashboard's forms
// (this module imports nothing, so the browser bundles it).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (text: string) => EMAIL_PATTERN.test(text);
