def l = ['a', 'b']
l[1] = 'x'
l[3] = 'd'
println l
println l.size()
