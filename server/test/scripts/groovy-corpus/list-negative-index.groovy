def l = [10, 20, 30]
println l[-1]
println l[-2]
println l[0..1]
