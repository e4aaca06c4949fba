/** What other features may use of the profile feature; the rest of its folder is internal. */
export { gameConnectionMessageKey, isGameConnectionResult } from './game-connection-message';
export { QuestList, questDone } from './components/quests-panel';
