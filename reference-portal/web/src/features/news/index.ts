/** What other features may use of the news feature; the rest of its folder is internal. */
export { NewsList } from './components/news-list';
