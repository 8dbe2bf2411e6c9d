// Who listens to which topic. The broker sees one subscription per topic however many
// components listen: the first listener subscribes, the last one leaving unsubscribes.

export type TopicHandler = (payload: unknown) => void;

interface Listener {
  handler: TopicHandler;
}

export class TopicRegistry {
  private readonly byTopic = new Map<string, Set<Listener>>();

  /** Adds a listener; `first` tells whether the topic was new. `remove` reports whether it was the last. */
  add(topic: string, handler: TopicHandler): { first: boolean; remove: () => boolean } {
    let listeners = this.byTopic.get(topic);
    const first = listeners === undefined;
    if (!listeners) {
      listeners = new Set();
      this.byTopic.set(topic, listeners);
    }
    const listener: Listener = { handler };
    listeners.add(listener);
    const remove = () => {
      const current = this.byTopic.get(topic);
      // A second call of the same disposer, or one after the topic was dropped, is a no-op.
      if (!current?.delete(listener)) return false;
      if (current.size > 0) return false;
      this.byTopic.delete(topic);
      return true;
    };
    return { first, remove };
  }

  handlers(topic: string): TopicHandler[] {
    return Array.from(this.byTopic.get(topic) ?? [], (l) => l.handler);
  }

  topics(): string[] {
    return Array.from(this.byTopic.keys());
  }

  get size(): number {
    return this.byTopic.size;
  }
}
