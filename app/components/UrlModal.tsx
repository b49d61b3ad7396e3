import { useNavigate } from "@remix-run/react";
import type { ComponentProps } from "react";
import { Modal } from "./Modal";

/**
 * A modal that is part of the page's URL (`?subscription=…`, `?feedback`):
 * closing it goes to `closeTo`, by link without JavaScript and by Escape or an
 * overlay click with it.
 */
export function UrlModal({ closeTo, ...props }: Omit<ComponentProps<typeof Modal>, "onClose" | "closeTo"> & { closeTo: string }) {
  const navigate = useNavigate();
  return <Modal {...props} closeTo={closeTo} onClose={() => navigate(closeTo, { preventScrollReset: true })} />;
}
