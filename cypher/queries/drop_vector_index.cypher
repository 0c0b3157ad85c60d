// Drop one vector index by name (kg reembed, before recreating it with another dimension).
DROP INDEX $name IF EXISTS
