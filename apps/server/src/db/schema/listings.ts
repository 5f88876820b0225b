/** A for-sale garage's listing (filled in with its migration). */
export {};
