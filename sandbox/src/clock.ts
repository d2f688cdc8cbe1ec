// The sandbox's notion of "now": real time plus an offset the control API can advance, so tests
// can expire tokens and debts or move exchange rates without waiting.

export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  iso(): string {
    return this.date().toISOString();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
