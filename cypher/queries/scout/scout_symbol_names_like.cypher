// Names of symbols of code like one that is not in the graph, to suggest close ones: every symbol whose
// name starts with the letter the name asked for does (case-insensitively), or contains it.
// $prefix: the first letter of the name asked for, lower case; $part: its last dotted part, lower case.
MATCH (c:Symbol)
WHERE toLower(c.name) STARTS WITH $prefix OR toLower(c.name) CONTAINS $part
RETURN c.label AS label, c.qualified_name AS qualified_name
ORDER BY qualified_name
LIMIT 2000
