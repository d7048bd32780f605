def m = ["first-name": 'Ann', "age": 30]
println m['first-name']
println m.age
println m
