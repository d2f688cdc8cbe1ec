"use client";

import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { AlertIcon, HouseIcon, RetryIcon } from "./screen-icons";
import { ScreenMessage } from "./screen-message";

type Words = { title: string; body: string; retry: string; home: string };

/** A page that failed to render: our own words (a Server Component's message never reaches here), retry, or go home. */
export function ErrorScreen({ retry }: { retry: () => void }) {
  const t = useTranslations("shell.error");
  return <ErrorMessage words={{ title: t("title"), body: t("body"), retry: t("retry"), home: t("home") }} retry={retry} />;
}

/**
 * The screen itself, in words given (the root's error boundary has no translations above it). Home
 * is a plain link, a full load: the app's state is what just failed, and every error boundary
 * loads with every page, so none of them brings the router's link code along.
 */
export function ErrorMessage({ words, retry }: { words: Words; retry: () => void }) {
  return (
    <ScreenMessage id="error-title" icon={AlertIcon} title={words.title} body={words.body} alert>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={retry} className={buttonClass("primary")}>
          <RetryIcon className="size-4" />
          {words.retry}
        </button>
        <a href="/" className={buttonClass("secondary")}>
          <HouseIcon className="size-4" />
          {words.home}
        </a>
      </div>
    </ScreenMessage>
  );
}
