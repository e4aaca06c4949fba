/** What the personal-info form of a purchase asks for. */
export interface PersonalInfoRequest {
  /** The e-mail to start with (the server's DefaultValue). */
  readonly email: string;
  /** Whether the e-mail must be given (the server's IsRequired). */
  readonly emailRequired: boolean;
  /** The compact layout of the adapter's PersonalInformationForm config. */
  readonly compact?: boolean;
}

/** What the player confirmed in the personal-info form, untrimmed; the flow validates it again. */
export interface PersonalInfoAnswer {
  readonly email: string;
  readonly phone: string;
  /** True when the player chose the auto-confirm button. */
  readonly autoConfirm: boolean;
}

/** The card-checkout modal: an embedded provider checkout mounted into the modal's container. */
export interface CardCheckoutOptions {
  /** The modal title; the spec's is 'Payment'. */
  readonly title: string;
  /**
   * Mounts the checkout into `container`; call `complete` when the payment went through (the modal
   * then closes after a second). May return a cleanup run when the modal closes.
   */
  mount(container: HTMLElement, complete: () => void): (() => void) | void;
}

/** The notice shown while a provider's checkout runs in a window of its own. */
export interface CheckoutWindowOptions {
  /** The notice's title; the spec's payment title is 'Payment'. */
  readonly title: string;
  /** Brings the checkout window to the front (the notice's "Show the payment window" button). */
  focus(): void;
  /** Aborted when the payment ended: the notice then closes and resolves `closed`. */
  readonly signal: AbortSignal;
}

/** One document the player is asked to accept, at its latest version. */
export interface DocumentToAccept {
  readonly documentId: string;
  readonly documentType: 'TOS' | 'PP';
  /** The latest version, the one an acceptance records. */
  readonly versionId: string;
  /** The version's markdown, rendered sanitised; null when the version is only a link. */
  readonly markdown: string | null;
  /** The version's link, offered when there is no markdown (and next to it when there is). */
  readonly url: string | null;
}

/** One acceptance the player gave in the accept-documents modal. */
export interface AcceptedDocument {
  readonly documentId: string;
  readonly versionId: string;
}

/** What the report-issue form submitted. */
export interface IssueReport {
  readonly message: string;
  readonly email: string;
}

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
  /**
   * The report-issue form. With `send`, submitting awaits it: a rejection shows its message in the
   * form, which stays open; success closes it. Resolves with what was submitted (and sent), or null
   * when closed.
   */
  showReportIssue(options: {
    game: string;
    send?: (report: IssueReport) => Promise<void>;
  }): Promise<IssueReport | null>;
  /**
   * The accept-documents modal: each document in turn with its latest version and an Accept button.
   * With `accept`, pressing Accept awaits it: a rejection shows a message with a "Try again" button on
   * the same document; success moves on. Resolves with the accepted ones once every document was
   * accepted, or when closed with those accepted before; null when closed before any.
   */
  showAcceptDocuments(options: {
    game: string;
    documents: readonly DocumentToAccept[];
    accept?: (document: AcceptedDocument) => Promise<void>;
  }): Promise<readonly AcceptedDocument[] | null>;
  /**
   * The share modal: VK, OK and Telegram buttons (each opens the platform's share page) and Copy link;
   * a clipboard failure shows the text-copy modal with the link. Resolves when closed.
   */
  showShare(options: { url: string; text?: string }): Promise<void>;
  /** The push-permission prompt naming the game. Resolves true on OK. */
  showPushPrompt(options: { game: string }): Promise<boolean>;
  /** The confirm-purchase-with-personal-info form. Resolves with the answer, or null when closed. */
  showPersonalInfo(options: PersonalInfoRequest): Promise<PersonalInfoAnswer | null>;
  /**
   * The card-checkout modal (Stripe embedded checkout, the hosted card form). Resolves `completed`
   * a second after `complete` was called, or `closed` when the player closed it first.
   */
  showCardCheckout(options: CardCheckoutOptions): Promise<'completed' | 'closed'>;
  /**
   * The checkout-window notice: the payment goes on in another window, with a button that brings that
   * window back and a Cancel button. Resolves `cancelled` when the player cancelled (Cancel, the close
   * button, Escape), `closed` when it went away otherwise (`signal` aborted, another modal took its place).
   */
  showCheckoutWindow(options: CheckoutWindowOptions): Promise<'cancelled' | 'closed'>;
  /** Closes whatever modal is open. */
  closeAll(): void;
}
