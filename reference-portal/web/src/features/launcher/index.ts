/** What other features may use of the launcher feature; the rest of its folder is internal. */
export { LauncherSection } from './components/launcher-section';
export { ProfileLaunchers } from './components/profile-launcher';
