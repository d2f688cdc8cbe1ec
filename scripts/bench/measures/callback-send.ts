// Sending the provider's callbacks from many connections: the same sender the chaos suite's
// callback load test uses (tests/support/callback-load.ts), collected in the posts' order.
import { sendFrom, type CallbackPost, type Timed } from "../../../tests/support/callback-load";

export type Post = CallbackPost;
export type Answer = Timed;

/** All of `posts` from `connections` senders at once; the answers in the posts' order and the wall time. */
export async function sendAll(baseUrl: string, connections: number, posts: Post[]): Promise<{ answers: Answer[]; ms: number }> {
  const answers: Answer[] = new Array(posts.length);
  const { ms } = await sendFrom(
    baseUrl,
    connections,
    (n) => posts[n] ?? null,
    (n, _post, answer) => {
      answers[n] = answer;
    },
  );
  return { answers, ms };
}
