println Math.floor(2.7)
println Math.ceil(2.1)
println Math.pow(2, 3)
println Math.sqrt(16)
