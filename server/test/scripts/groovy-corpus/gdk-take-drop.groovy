def l = [1, 2, 3, 4, 5]
println l.take(2)
println l.drop(3)
println l.take(10)
println l
