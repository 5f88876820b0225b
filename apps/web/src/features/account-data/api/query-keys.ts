/** Query keys of the account data feature, all under `['account-data']`. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  /** The member's latest archives ("Verilerimi indir"), newest first. */
  exports: () => [...accountDataKeys.all, 'exports'] as const,
  /** Whether a deletion is scheduled, and how the member confirms one (password or mailed code). */
  deletion: () => [...accountDataKeys.all, 'deletion'] as const,
};

/** The deletion request's mutation key: while it runs, the member's session may end under the page. */
export const DELETE_ACCOUNT_MUTATION = ['account-data', 'delete-account'] as const;
