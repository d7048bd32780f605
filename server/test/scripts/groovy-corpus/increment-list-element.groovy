def l = [1, 2]
l[0]++
l[1] += 10
println l
