def list = [1, 2, 3]
list += [4]
println list
list += 5
println list
