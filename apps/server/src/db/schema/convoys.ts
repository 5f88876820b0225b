/** Live convoy maps of community events (filled in with its migration). */
export {};
