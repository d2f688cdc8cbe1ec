// Any /api address no route answers (a dot-segment such as %2e%2e can land here): 404 in the error shape, not a page
import { route } from "@/lib/platform/http/route";
import { AppError } from "@/lib/platform/http/errors";

const notFound = route(async () => {
  throw new AppError("NOT_FOUND", "There is nothing at this address.");
});

export { notFound as DELETE, notFound as GET, notFound as HEAD, notFound as OPTIONS, notFound as PATCH, notFound as POST, notFound as PUT };
