// This device's Web Push subscription, in the browser: whether it can have one, and turning it on
// and off with the server (POST/DELETE /api/push/subscriptions). The profile's toggle uses it.
import { apiFetch } from "./api";

export type PushState = "unsupported" | "denied" | "on" | "off";

/** Why turning notifications on failed: the user said no, the browser's push service, or our server. */
export class PushSetupError extends Error {
  constructor(readonly reason: "denied" | "subscribe" | "save") {
    super(reason);
  }
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** `promise`, or `fallback` if it has not settled within `ms`. */
const within = <T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> =>
  Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms))]);

/** The worker's registration, or null if it does not come within `ms` (it failed to install). */
const registration = (ms = 10_000): Promise<ServiceWorkerRegistration | null> => within(navigator.serviceWorker.ready, ms, null);

export async function pushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const reg = await registration();
  if (!reg) return "unsupported";
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

const keyBytes = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** Asks for permission, subscribes with the push service, and hands the subscription to Saldo. */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushSetupError("denied");
  const reg = await registration();
  if (!reg) throw new PushSetupError("subscribe");
  let subscription: PushSubscription;
  try {
    const { publicKey } = await apiFetch<{ publicKey: string }>("/api/push/key");
    // A browser that cannot reach its push service may take long to say so.
    const subscribed = await within(reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), 20_000, null);
    if (!subscribed) throw new PushSetupError("subscribe");
    subscription = subscribed;
  } catch {
    throw new PushSetupError("subscribe");
  }
  try {
    await apiFetch("/api/push/subscriptions", { method: "POST", body: subscription.toJSON() });
  } catch {
    // Not half on: a subscription Saldo does not know would never get anything.
    await subscription.unsubscribe().catch(() => undefined);
    throw new PushSetupError("save");
  }
}

export async function turnPushOff(): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  // Already unknown to Saldo (404) is what we wanted.
  await apiFetch("/api/push/subscriptions", { method: "DELETE", body: { endpoint } }).catch(() => undefined);
}
