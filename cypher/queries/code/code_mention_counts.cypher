// How many quotes of symbols in prose, and DESCRIBES links made from them, the graph holds.
CALL () {
  MATCH (i:Instance {use: 'mention'})
  RETURN count(i) AS quotes
}
CALL () {
  MATCH ()-[r:DESCRIBES]->()
  WHERE r.method = 'name'
  RETURN count(r) AS links
}
RETURN quotes, links
