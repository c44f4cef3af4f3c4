/**
 * The thumbnail of a game without an image of its own (no image host): its key art, drawn from
 * its vendor and code (art/key-art.ts). Same game, same picture.
 */
export { renderKeyArt as renderThumbnail } from './art/key-art';
