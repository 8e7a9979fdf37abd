// https://vike.dev/route — one catch-all page: the catalogue decides which URLs exist.
export default '/*';
