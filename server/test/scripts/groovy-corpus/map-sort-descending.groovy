def scores = [ann: 3, bob: 9, cid: 5]
def ranked = scores.sort { a, b -> b.value <=> a.value }
println ranked
println ranked.keySet().first()
println ranked.take(2)
