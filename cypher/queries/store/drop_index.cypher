// Drop one index by name (kg reembed before recreating a vector index with another dimension; bulk
// imports before rebuilding the search indexes in one pass).
DROP INDEX $name IF EXISTS
