// The entry of playport-standalone.js: standalone mode of the <script> build, loaded by playport.js
// from beside itself the first time a page that is not framed calls init().
export { standaloneSend } from './client/standalone-send.js';
