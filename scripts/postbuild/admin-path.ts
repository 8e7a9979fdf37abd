/** Where the browser editor is served, and its folder in the built client. */
export const ADMIN_PATH = '/admin/';
export const ADMIN_FOLDER = 'admin';
