import type { AcceptedDocument, DocumentToAccept } from '@playport/host';

/** Every modal the portal shows, by kind, with the props its component receives. */
export type ModalSpec =
  | { kind: 'info'; title?: string; body: string }
  | { kind: 'textCopy'; title?: string; text: string }
  | { kind: 'linkShare'; url: string; text?: string }
  | { kind: 'iframe'; url: string; title?: string; fullscreen?: boolean }
  | { kind: 'login'; game: string }
  | { kind: 'reportIssue'; send?: (report: { message: string; email: string }) => Promise<void> }
  | { kind: 'share'; url: string; text?: string }
  | {
      kind: 'acceptDocuments';
      documents: readonly DocumentToAccept[];
      accept?: (document: AcceptedDocument) => Promise<void>;
    }
  | { kind: 'pushPrompt'; game: string }
  | { kind: 'social'; game: string }
  | { kind: 'personalInfo'; email: string; emailRequired: boolean; compact?: boolean }
  | { kind: 'cardCheckout'; mount: (container: HTMLElement, complete: () => void) => (() => void) | void }
  | { kind: 'checkoutWindow'; focus: () => void; signal: AbortSignal }
  | { kind: 'document'; url: string; title: string; type: 'iframe' | 'markdown' | 'image'; markdown?: string };

export interface OpenModal {
  readonly id: number;
  readonly spec: ModalSpec;
  /** Settles the promise of whoever opened it. */
  readonly settle: (value: unknown) => void;
}

/** The stack of open modals: a framework-free store React reads through useSyncExternalStore. */
export interface ModalStore {
  open<T>(spec: ModalSpec, closedValue: T): Promise<T>;
  close(id: number, value?: unknown): void;
  closeAll(): void;
  get(): readonly OpenModal[];
  subscribe(listener: () => void): () => void;
}

export function createModalStore(): ModalStore {
  let stack: readonly OpenModal[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const closedValues = new Map<number, unknown>();
  const publish = (next: readonly OpenModal[]) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  const store: ModalStore = {
    open(spec, closedValue) {
      return new Promise((resolve) => {
        const id = ++nextId;
        closedValues.set(id, closedValue);
        publish([...stack, { id, spec, settle: resolve as (value: unknown) => void }]);
      });
    },
    close(id, value) {
      const modal = stack.find((m) => m.id === id);
      if (!modal) return;
      const settled = value === undefined ? closedValues.get(id) : value;
      closedValues.delete(id);
      publish(stack.filter((m) => m.id !== id));
      modal.settle(settled);
    },
    closeAll() {
      for (const modal of [...stack].reverse()) store.close(modal.id);
    },
    get: () => stack,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
