/**
 * The request schemas for the parents' forms, loaded the first time a form is used rather than with
 * the page: with zod it is about 14 KB (gzip) that a parent who only reads never needs
 * (docs/decisions/006-answers-in-the-browser.md). The forms still check input with the same
 * schemas the API uses.
 */
import { atom } from "nanostores";
import type * as Schemas from "./parents-form-schemas";

export type SchemaModule = typeof Schemas;

/** The schema module once it has arrived, else null. */
export const $schemas = atom<SchemaModule | null>(null);

let loading: Promise<SchemaModule> | null = null;

/** Loads the schema module once, e.g. when a form gets focus; a failed load is tried again next time. */
export function loadSchemas(): Promise<SchemaModule> {
  loading ??= import("./parents-form-schemas").then(
    (schemas) => {
      $schemas.set(schemas);
      return schemas;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schema module, loaded if need be; null when it could not be (offline), e.g. as a form is sent. */
export const schemasOrNull = (): Promise<SchemaModule | null> => loadSchemas().catch(() => null);

/** Starts loading the schema module, e.g. as a form gets focus; offline, the next call asks again. */
export function preloadSchemas(): void {
  void schemasOrNull();
}
