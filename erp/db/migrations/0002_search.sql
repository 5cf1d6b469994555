-- Search: filled in by the search work (full text, trigram dictionary); see erp/catalogue/search.ts.
SELECT 1;
