/** The costs of keeping a vehicle: fuel log and other cost entries (filled in with its migration). */
export {};
