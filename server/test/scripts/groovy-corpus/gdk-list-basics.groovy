def l = [3, 1, 2]
println l.size()
println l.first()
println l.last()
println l.isEmpty()
println l.head()
println l.tail()
