import java.math.RoundingMode
println 2.345.setScale(2, RoundingMode.HALF_UP)
println 2.345.setScale(2, RoundingMode.HALF_EVEN)
println 2.355.setScale(1, RoundingMode.DOWN)
println Math.round(2.345 * 100) / 100
