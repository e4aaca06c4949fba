/**
 * The one interface through which the host asks for UI. The React portal implements it with its own
 * modals; `@playport/host/ui/default` implements it in preact for partners without React.
 */
export interface UiPort {
  /**
   * True for a UI that shows nothing (the core's default): the host then answers the game's modal
   * requests with `opened: false` instead of claiming a modal it never showed.
   */
  readonly headless?: boolean;
  /** An info modal: a body and a Close button. Resolves when closed. */
  showInfo(options: { title?: string; body: string }): Promise<void>;
  /** A read-only text box with the copy hint (Cmd+C on Mac, Ctrl+C otherwise). */
  showTextCopy(options: { title?: string; text: string }): Promise<void>;
  /** A link-share modal: a QR code and copyable text. */
  showLinkShare(options: { url: string; text?: string }): Promise<void>;
  /** An embedded page, optionally full screen. */
  showIframe(options: { url: string; title?: string; fullscreen?: boolean }): Promise<void>;
  /** The sign-in dialog. Resolves true when the player signed in. */
  showLogin(options: { game: string }): Promise<boolean>;
  /** The report-issue form. Resolves with what the player submitted, or null when closed. */
  showReportIssue(options: { game: string }): Promise<{ message: string; email: string } | null>;
  /** The push-permission prompt naming the game. Resolves true on OK. */
  showPushPrompt(options: { game: string }): Promise<boolean>;
  /** Closes whatever modal is open. */
  closeAll(): void;
}
